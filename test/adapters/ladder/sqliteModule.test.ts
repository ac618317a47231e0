import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { loadSqlite, sqliteModulesFor } from '../../../src/adapters/ladder/db/sqliteModule.js';

const require = createRequire(import.meta.url);
const major = Number(process.versions.node.split('.')[0]);

describe('better-sqlite3 per Node line', () => {
  it('tries 13.x (its alias) first from Node 24 on, and 12.x alone before', () => {
    expect(sqliteModulesFor(20)).toEqual(['better-sqlite3']);
    expect(sqliteModulesFor(22)).toEqual(['better-sqlite3']);
    expect(sqliteModulesFor(24)).toEqual(['better-sqlite3-13', 'better-sqlite3']);
  });

  it('loads the line for the running Node, which opens a database', () => {
    const Database = loadSqlite();
    // On Node 24, 12.x aborts the process when an idle collection finalizes one of its statements (CI's Node 24
    // line: the ladder's test files died with "Assertion failed: (env) != nullptr"): 13.x must be the one loaded.
    expect(Database).toBe(require(major >= 24 ? 'better-sqlite3-13' : 'better-sqlite3'));
    const db = new Database(':memory:');
    expect(db.prepare('select 6 * 7 as n').get()).toEqual({ n: 42 });
    db.close();
  });
});
