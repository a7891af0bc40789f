CREATE OR REPLACE FUNCTION user_profiles_follow_references() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- A bulk load that writes each person's site and department references with their names
  -- (the scale seed, in its own transaction) skips two look-ups per row; it checks the names
  -- once, set-based, when it is done.
  IF current_setting('changecraft.bulk_load', true) = 'on' THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW.department_id IS NULL AND trim(coalesce(NEW.department, '')) <> '' THEN
      NEW.department_id := (SELECT d.id FROM departments d
        WHERE d.organisation_id = NEW.organisation_id AND lower(d.name) = lower(trim(NEW.department))
        ORDER BY (d.name = NEW.department) DESC, d.archived, d.id LIMIT 1);
    END IF;
    IF NEW.site_id IS NULL AND trim(coalesce(NEW.site, '')) <> '' THEN
      NEW.site_id := (SELECT s.id FROM reporting_sites s
        WHERE s.organisation_id = NEW.organisation_id AND lower(s.name) = lower(trim(NEW.site))
        ORDER BY (s.name = NEW.site) DESC, s.archived, s.id LIMIT 1);
    END IF;
  ELSE
    IF NEW.department_id IS NOT DISTINCT FROM OLD.department_id
       AND NEW.department IS DISTINCT FROM OLD.department THEN
      NEW.department_id := (SELECT d.id FROM departments d
        WHERE d.organisation_id = NEW.organisation_id AND lower(d.name) = lower(trim(NEW.department))
        ORDER BY (d.name = NEW.department) DESC, d.archived, d.id LIMIT 1);
    ELSIF NEW.department_id IS NULL AND OLD.department_id IS NOT NULL
       AND NEW.department IS NOT DISTINCT FROM OLD.department THEN
      NEW.department := NULL;
    END IF;
    IF NEW.site_id IS NOT DISTINCT FROM OLD.site_id AND NEW.site IS DISTINCT FROM OLD.site THEN
      NEW.site_id := (SELECT s.id FROM reporting_sites s
        WHERE s.organisation_id = NEW.organisation_id AND lower(s.name) = lower(trim(NEW.site))
        ORDER BY (s.name = NEW.site) DESC, s.archived, s.id LIMIT 1);
    ELSIF NEW.site_id IS NULL AND OLD.site_id IS NOT NULL AND NEW.site IS NOT DISTINCT FROM OLD.site THEN
      NEW.site := NULL;
    END IF;
  END IF;
  IF NEW.department_id IS NOT NULL THEN
    NEW.department := (SELECT d.name FROM departments d
      WHERE d.organisation_id = NEW.organisation_id AND d.id = NEW.department_id);
  END IF;
  IF NEW.site_id IS NOT NULL THEN
    NEW.site := (SELECT s.name FROM reporting_sites s
      WHERE s.organisation_id = NEW.organisation_id AND s.id = NEW.site_id);
  END IF;
  RETURN NEW;
END
$$;
