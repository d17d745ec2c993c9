-- Placeholder for issue 30; the helper that owns it replaces this line with the migration.
SELECT 1;
