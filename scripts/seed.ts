/** `npm run db:seed`: migrates, then upserts every term of content/glossary into the database. */
import { createDb } from '../src/server/db.ts';
import { readServerEnv } from '../src/server/env.ts';
import { seedGlossary } from '../src/server/glossary-seed.ts';
import { migrate } from '../src/server/migrate.ts';
import { ROOT } from './lib.ts';

process.chdir(ROOT);
const env = readServerEnv();
const db = await createDb(env);
await migrate(db);
const { created, updated } = await seedGlossary(db);
console.log(`Glossary seeded into ${env.databaseUrl.replace(/\?.*$/, '')}: ${created} created, ${updated} updated.`);
db.close();
