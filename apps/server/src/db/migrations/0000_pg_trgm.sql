-- Trigram indexes (page search, admin user search) need pg_trgm. It is a trusted extension
-- (PostgreSQL 13+), so a database owner may create it; PGlite loads it as a contrib bundle.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
