/** `fray ladder author add|list|token`: the organiser's side of authors (tokens are printed once, stored hashed). */
import type { Command } from 'commander';
import { addAuthor, renewToken } from '../../adapters/ladder/authors.js';
import { unwrap } from '../CliError.js';
import { printJson, printOut } from '../io.js';
import { addLadderDbOptions, openLadderFromOptions, type LadderDbOptions } from './ladderDbOption.js';

interface AuthorOptions extends LadderDbOptions {
  json?: boolean;
}

/** Adds `author` and its subcommands to the ladder group. */
export function registerAuthor(group: Command): void {
  const author = group
    .command('author')
    .description("the ladder's authors: add one (printing their token once), list them, or give one a new token");
  addLadderDbOptions(
    author
      .command('add')
      .description('add an author and print their token (shown only now; give it to them privately)')
      .argument('<name>', "the author's name"),
  )
    .option('--json', 'print {name, token}')
    .action(async (name: string, o: AuthorOptions) => {
      const l = await openLadderFromOptions(o);
      try {
        const made = unwrap(await addAuthor(l.db, name, Date.now()));
        if (o.json) printJson({ name, token: made.token });
        else printOut(`Author ${name} added. Their token (shown only now):\n${made.token}`);
      } finally {
        await l.close();
      }
    });
  addLadderDbOptions(author.command('list').description('list the authors, with their bots'))
    .option('--json', 'print [{name, bots}]')
    .action(async (o: AuthorOptions) => {
      const l = await openLadderFromOptions(o);
      try {
        const rows = await l.db
          .selectFrom('authors')
          .leftJoin('bots', 'bots.author_id', 'authors.id')
          .select(['authors.name', 'bots.name as bot'])
          .orderBy('authors.name')
          .execute();
        const by = new Map<string, string[]>();
        for (const r of rows) by.set(r.name, [...(by.get(r.name) ?? []), ...(r.bot === null ? [] : [r.bot])]);
        const list = [...by].map(([name, bots]) => ({ name, bots }));
        if (o.json) printJson(list);
        else
          printOut(
            list.length === 0
              ? 'No author yet.'
              : list.map((a) => `${a.name}: ${a.bots.join(', ') || '(no bot)'}`).join('\n'),
          );
      } finally {
        await l.close();
      }
    });
  addLadderDbOptions(
    author
      .command('token')
      .description('give an author a new token (their old one stops working) and print it')
      .argument('<name>', "the author's name"),
  )
    .option('--json', 'print {name, token}')
    .action(async (name: string, o: AuthorOptions) => {
      const l = await openLadderFromOptions(o);
      try {
        const token = unwrap(await renewToken(l.db, name));
        if (o.json) printJson({ name, token });
        else printOut(`New token for ${name} (shown only now):\n${token}`);
      } finally {
        await l.close();
      }
    });
}
