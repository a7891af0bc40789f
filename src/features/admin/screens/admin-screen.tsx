import { Field, Select } from '@fluentui/react-components';
import {
  referenceListNames,
  referenceLists,
  type ReferenceListName,
} from '@contract/admin/reference-lists';
import { useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { ActionToaster } from '@/components/action-toasts';
import { PageHeader } from '@/components/page-header';
import { SectionNav } from '@/components/section-nav';
import { enabledFeatures, useFeatureFlags } from '@/lib/session/session-reads';
import { AccessPanel } from '../components/access-panel';
import { AuditPanel } from '../components/audit-panel';
import { BillingPanel } from '../components/billing-panel';
import { FeaturesPanel } from '../components/features-panel';
import { OrganisationPanel } from '../components/organisation-panel';
import { ReferenceListEditor } from '../components/reference-list-editor';
import { adminSections } from '../paths';

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

/**
 * The admin area: organisation settings, access, features, reference data, billing and the audit
 * log. Billing shows only while card payment is on (organisations invoiced offline have none).
 */
export function AdminScreen() {
  const { pathname } = useLocation();
  const { data: flags } = useFeatureFlags();
  // Until the flags arrive, a link straight to billing waits rather than bouncing away.
  const cardPayment = flags ? enabledFeatures(flags).has('card_payment') : undefined;
  const sections = adminSections.filter((s) => s.key !== 'billing' || cardPayment === true);
  const current = sections.find((s) => pathname.startsWith(s.to))?.key ?? 'organisation';
  return (
    <>
      <PageHeader title="Admin" description="Shape the product for your organisation." />
      <SectionNav label="Admin sections" items={sections} current={current} />
      <Routes>
        <Route index element={<Navigate to="organisation" replace />} />
        <Route path="organisation" element={<OrganisationPanel />} />
        <Route path="access" element={<AccessPanel />} />
        <Route path="features" element={<FeaturesPanel />} />
        <Route path="reference-data" element={<ReferenceData />} />
        {cardPayment !== false ? <Route path="billing" element={<BillingPanel />} /> : null}
        <Route path="audit" element={<AuditPanel />} />
        {/* Absolute: a relative target inside a splat route resolves below the unknown segment
            (/admin/x → /admin/x/organisation), which the splat matches again, for ever. */}
        <Route path="*" element={<Navigate to="/admin/organisation" replace />} />
      </Routes>
      <ActionToaster />
    </>
  );
}
