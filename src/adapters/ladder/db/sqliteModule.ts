/**
 * better-sqlite3, in the major version that works on the running Node. 12.x wraps its objects in Node's raw
 * ObjectWrap, whose destructor Node 24 made check for an entered context: a statement collected by a garbage
 * collection outside JavaScript (an idle one) aborts the process ("Assertion failed: (env) != nullptr"). 13.x, built
 * on Node-API, does not, but needs Node 22 or later while fray supports Node 20. So fray-cli installs 13.x as an
 * optional dependency under an alias (npm skips it on Node 20, whose `engines` it excludes) and loads it from Node 24
 * on. Every other file reaches better-sqlite3 through this one.
 */
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/** The packages to try on Node `major`, in order: 13.x (under its alias) from Node 24 on, then 12.x. */
export function sqliteModulesFor(major: number): string[] {
  return major >= 24 ? ['better-sqlite3-13', 'better-sqlite3'] : ['better-sqlite3'];
}

/** The Database class of the first of `sqliteModulesFor` the running Node that is installed. */
export function loadSqlite(): typeof BetterSqlite3 {
  const require = createRequire(import.meta.url);
  const names = sqliteModulesFor(Number(process.versions.node.split('.')[0]));
  for (const name of names.slice(0, -1)) {
    try {
      return require(name) as typeof BetterSqlite3;
    } catch {
      // Not installed (an install made on another Node): the next one.
    }
  }
  return require(names[names.length - 1] as string) as typeof BetterSqlite3;
}
