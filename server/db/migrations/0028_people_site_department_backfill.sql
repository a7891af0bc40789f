-- Profiles' site and department become references to the organisation's admin lists. A name no
-- list holds yet becomes an entry of its organisation's list, so nobody loses the department or
-- site they had; then every profile points at the entry of the same name (the exact spelling
-- first, else the same letters in another case).
INSERT INTO departments (organisation_id, name, position)
SELECT n.organisation_id, n.name,
       coalesce((SELECT max(d.position) FROM departments d WHERE d.organisation_id = n.organisation_id), 0)
         + row_number() OVER (PARTITION BY n.organisation_id ORDER BY n.name)
FROM (SELECT DISTINCT ON (p.organisation_id, lower(trim(p.department)))
             p.organisation_id, trim(p.department) AS name
      FROM user_profiles p
      WHERE trim(coalesce(p.department, '')) <> ''
        AND NOT EXISTS (SELECT 1 FROM departments d WHERE d.organisation_id = p.organisation_id
                          AND lower(d.name) = lower(trim(p.department)))
      ORDER BY p.organisation_id, lower(trim(p.department)), trim(p.department)) n
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO reporting_sites (organisation_id, name, position)
SELECT n.organisation_id, n.name,
       coalesce((SELECT max(s.position) FROM reporting_sites s WHERE s.organisation_id = n.organisation_id), 0)
         + row_number() OVER (PARTITION BY n.organisation_id ORDER BY n.name)
FROM (SELECT DISTINCT ON (p.organisation_id, lower(trim(p.site)))
             p.organisation_id, trim(p.site) AS name
      FROM user_profiles p
      WHERE trim(coalesce(p.site, '')) <> ''
        AND NOT EXISTS (SELECT 1 FROM reporting_sites s WHERE s.organisation_id = p.organisation_id
                          AND lower(s.name) = lower(trim(p.site)))
      ORDER BY p.organisation_id, lower(trim(p.site)), trim(p.site)) n
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE user_profiles p SET department_id = (
  SELECT d.id FROM departments d
  WHERE d.organisation_id = p.organisation_id AND lower(d.name) = lower(trim(p.department))
  ORDER BY (d.name = p.department) DESC, d.archived, d.id LIMIT 1)
WHERE trim(coalesce(p.department, '')) <> '';
--> statement-breakpoint
UPDATE user_profiles p SET site_id = (
  SELECT s.id FROM reporting_sites s
  WHERE s.organisation_id = p.organisation_id AND lower(s.name) = lower(trim(p.site))
  ORDER BY (s.name = p.site) DESC, s.archived, s.id LIMIT 1)
WHERE trim(coalesce(p.site, '')) <> '';
--> statement-breakpoint
-- From here the references are what counts and the names follow them. A writer that sets an id
-- gets the entry's name; a writer that still sets a name (the directory sync's text, older code)
-- gets the entry of that name, or no reference when the list has none; a cleared or deleted
-- reference clears the name. Renaming an entry renames it on every profile (triggers below).
CREATE OR REPLACE FUNCTION user_profiles_follow_references() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
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
--> statement-breakpoint
CREATE TRIGGER user_profiles_follow_references
BEFORE INSERT OR UPDATE OF department, department_id, site, site_id ON user_profiles
FOR EACH ROW EXECUTE FUNCTION user_profiles_follow_references();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION departments_rename_on_profiles() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_profiles SET department = NEW.name
  WHERE organisation_id = NEW.organisation_id AND department_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER departments_rename_on_profiles
AFTER UPDATE OF name ON departments
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION departments_rename_on_profiles();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reporting_sites_rename_on_profiles() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_profiles SET site = NEW.name
  WHERE organisation_id = NEW.organisation_id AND site_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reporting_sites_rename_on_profiles
AFTER UPDATE OF name ON reporting_sites
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION reporting_sites_rename_on_profiles();
