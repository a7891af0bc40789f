-- Receivers and associated changes move from id arrays to rows with real keys. Ids that no
-- longer name a row of the same organisation are left behind (they pointed at nothing).
INSERT INTO comms_receivers (organisation_id, thread_id, group_id)
SELECT t.organisation_id, t.id, g.id
FROM comms_threads t CROSS JOIN LATERAL unnest(t.receiver_group_ids) AS gid
JOIN project_groups g ON g.id = gid
WHERE g.organisation_id = t.organisation_id
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO comms_receivers (organisation_id, thread_id, user_id)
SELECT t.organisation_id, t.id, u.id
FROM comms_threads t CROSS JOIN LATERAL unnest(t.receiver_user_ids) AS uid
JOIN user_profiles u ON u.id = uid
WHERE u.organisation_id = t.organisation_id
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO comms_receivers (organisation_id, email_id, group_id)
SELECT e.organisation_id, e.id, g.id
FROM comms_emails e CROSS JOIN LATERAL unnest(e.receiver_group_ids) AS gid
JOIN project_groups g ON g.id = gid
WHERE g.organisation_id = e.organisation_id
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO comms_receivers (organisation_id, email_id, user_id)
SELECT e.organisation_id, e.id, u.id
FROM comms_emails e CROSS JOIN LATERAL unnest(e.receiver_user_ids) AS uid
JOIN user_profiles u ON u.id = uid
WHERE u.organisation_id = e.organisation_id
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO comms_receivers (organisation_id, event_id, group_id)
SELECT e.organisation_id, e.id, g.id
FROM comms_outlook_events e CROSS JOIN LATERAL unnest(e.receiver_group_ids) AS gid
JOIN project_groups g ON g.id = gid
WHERE g.organisation_id = e.organisation_id
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO comms_receivers (organisation_id, event_id, user_id)
SELECT e.organisation_id, e.id, u.id
FROM comms_outlook_events e CROSS JOIN LATERAL unnest(e.receiver_user_ids) AS uid
JOIN user_profiles u ON u.id = uid
WHERE u.organisation_id = e.organisation_id
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO comms_receivers (organisation_id, file_id, group_id)
SELECT f.organisation_id, f.id, g.id
FROM comms_files f CROSS JOIN LATERAL unnest(f.shared_group_ids) AS gid
JOIN project_groups g ON g.id = gid
WHERE g.organisation_id = f.organisation_id
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO comms_changes (organisation_id, thread_id, change_id)
SELECT t.organisation_id, t.id, c.id
FROM comms_threads t CROSS JOIN LATERAL unnest(t.associated_change_ids) AS cid
JOIN changes c ON c.id = cid
WHERE c.organisation_id = t.organisation_id
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO comms_changes (organisation_id, post_id, change_id)
SELECT p.organisation_id, p.id, c.id
FROM comms_yammer_posts p CROSS JOIN LATERAL unnest(p.associated_change_ids) AS cid
JOIN changes c ON c.id = cid
WHERE c.organisation_id = p.organisation_id
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO comms_changes (organisation_id, file_id, change_id)
SELECT f.organisation_id, f.id, c.id
FROM comms_files f CROSS JOIN LATERAL unnest(f.associated_change_ids) AS cid
JOIN changes c ON c.id = cid
WHERE c.organisation_id = f.organisation_id
ON CONFLICT DO NOTHING;
