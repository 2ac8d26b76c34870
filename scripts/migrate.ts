/** `npm run db:migrate`: applies pending migrations to the database the environment points at. */
import { createDb } from '../src/server/db.ts';
import { readServerEnv } from '../src/server/env.ts';
import { migrate } from '../src/server/migrate.ts';

process.chdir(new URL('..', import.meta.url).pathname);
const env = readServerEnv();
const db = await createDb(env);
const applied = await migrate(db);
console.log(applied.length ? `Applied ${applied.join(', ')}` : 'Database is up to date.');
db.close();
