import { Select, Field } from '@fluentui/react-components';
import {
  referenceListNames,
  referenceLists,
  type ReferenceListName,
} from '@contract/admin/reference-lists';
import { useState } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { SectionNav } from '@/components/section-nav';
import { BillingPanel } from '../components/billing-panel';
import { ReferenceListEditor } from '../components/reference-list-editor';

function ReferenceData() {
  const [list, setList] = useState<ReferenceListName>('project_tags');
  return (
    <>
      <Field label="List">
        <Select value={list} onChange={(_, data) => setList(data.value as ReferenceListName)}>
          {referenceListNames.map((name) => (
            <option key={name} value={name}>
              {referenceLists[name].group}: {referenceLists[name].label}
            </option>
          ))}
        </Select>
      </Field>
      <ReferenceListEditor key={list} list={list} />
    </>
  );
}

const sections = [
  { key: 'reference-data', label: 'Reference data', to: '/admin/reference-data' },
  { key: 'billing', label: 'Billing', to: '/admin/billing' },
];

/** The admin area: reference data (one editor for every list) and billing. */
export function AdminScreen() {
  const { pathname } = useLocation();
  const current = sections.find((s) => pathname.startsWith(s.to))?.key ?? 'reference-data';
  return (
    <>
      <PageHeader title="Admin" description="Shape the product for your organisation." />
      <SectionNav label="Admin sections" items={sections} current={current} />
      <Routes>
        <Route path="billing" element={<BillingPanel />} />
        <Route path="*" element={<ReferenceData />} />
      </Routes>
    </>
  );
}
