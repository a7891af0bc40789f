/** The admin area's sections, each with its own address under /admin. */
export const adminSections = [
  { key: 'organisation', label: 'Organisation', to: '/admin/organisation' },
  { key: 'access', label: 'Access', to: '/admin/access' },
  { key: 'features', label: 'Features', to: '/admin/features' },
  { key: 'reference-data', label: 'Reference data', to: '/admin/reference-data' },
  { key: 'billing', label: 'Billing', to: '/admin/billing' },
  { key: 'audit', label: 'Audit log', to: '/admin/audit' },
] as const;

export type AdminSectionKey = (typeof adminSections)[number]['key'];
