import { Route, Routes } from 'react-router';
import { MetricDetail } from '../components/metric-detail';
import { MetricList } from '../components/metric-list';

/** `/projects/:id/metrics/*`: the metrics, and `:metricId` for one with its reports and trend. */
export function MetricsTab() {
  return (
    <Routes>
      <Route index element={<MetricList />} />
      <Route path=":metricId" element={<MetricDetail />} />
    </Routes>
  );
}
