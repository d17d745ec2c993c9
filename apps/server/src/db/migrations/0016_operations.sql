-- Reserved (session 18); replaced by the migration of its issue, or left as a no-op.
SELECT 1;
