import type { Configuration } from '@mikro-orm/core';
import { AbstractSqlDriver, LibSqlConnection, MikroORM, SqlitePlatform } from '@mikro-orm/libsql';

/** A character a statement's text cannot carry: SQLite reads it as a C string, ending at NUL. */
const UNSPEAKABLE = /\0/;

/**
 * SQLite's platform, writing every string so that SQLite reads it back whole. MikroORM does not
 * bind values: it writes each one into the statement's text (`formatQuery` → `escape`), for every
 * query, raw SQL included. A NUL inside a quoted string ended the statement there ("unrecognized
 * token", a 500 for `?key=%00`). Such a string is written as its UTF-8 bytes, cast back to text.
 */
export class TextSafeSqlitePlatform extends SqlitePlatform {
  override escape(value: unknown): string {
    if (typeof value === 'string' && UNSPEAKABLE.test(value))
      return `cast(X'${Buffer.from(value, 'utf8').toString('hex')}' as text)`;
    return super.escape(value);
  }
}

/** MikroORM's libsql driver on `TextSafeSqlitePlatform`. */
export class TextSafeLibSqlDriver extends AbstractSqlDriver<LibSqlConnection> {
  constructor(config: Configuration) {
    super(config, new TextSafeSqlitePlatform(), LibSqlConnection, ['kysely', 'libsql']);
  }

  override getORMClass() {
    return MikroORM;
  }
}
