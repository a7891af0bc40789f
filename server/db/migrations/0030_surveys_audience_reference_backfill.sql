-- Enterprise surveys chose departments and sites by the names on people's profiles; they now
-- choose entries of the organisation's lists, which profiles reference. Each chosen name becomes
-- the entry of the same name (the people migration made an entry for every name a profile held).
UPDATE surveys s SET audience_department_ids = coalesce((
  SELECT array_agg(DISTINCT d.id ORDER BY d.id) FROM departments d
  WHERE d.organisation_id = s.organisation_id
    AND lower(d.name) IN (SELECT lower(trim(n)) FROM unnest(s.audience_departments) AS n)), '{}')
WHERE cardinality(s.audience_departments) > 0 AND cardinality(s.audience_department_ids) = 0;
--> statement-breakpoint
UPDATE surveys s SET audience_site_ids = coalesce((
  SELECT array_agg(DISTINCT r.id ORDER BY r.id) FROM reporting_sites r
  WHERE r.organisation_id = s.organisation_id
    AND lower(r.name) IN (SELECT lower(trim(n)) FROM unnest(s.audience_sites) AS n)), '{}')
WHERE cardinality(s.audience_sites) > 0 AND cardinality(s.audience_site_ids) = 0;
