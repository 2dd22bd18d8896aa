import type { Configuration } from '@mikro-orm/core';
import { AbstractSqlDriver, LibSqlConnection, MikroORM, SqlitePlatform } from '@mikro-orm/libsql';
import { CompiledQuery } from 'kysely';

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

/**
 * libsql's connection whose transactions take the write lock when they begin (`begin immediate`).
 * The server and `npm run admin` share the file. A deferred transaction that read first and wrote
 * after the other process had written was refused at once with "database is locked": SQLite does
 * not wait there, as waiting could deadlock. Taken at the start, the lock is waited for (the busy
 * timeout) like any other. Within a process the connection is one, used in turn, so nothing changes.
 */
class ImmediateLibSqlConnection extends LibSqlConnection {
  override createKyselyDialect(options: Parameters<LibSqlConnection['createKyselyDialect']>[0]) {
    const dialect = super.createKyselyDialect(options);
    const createDriver = dialect.createDriver.bind(dialect);
    dialect.createDriver = () => {
      const driver = createDriver();
      driver.beginTransaction = async (connection) => {
        await connection.executeQuery(CompiledQuery.raw('begin immediate'));
      };
      return driver;
    };
    return dialect;
  }
}

/** MikroORM's libsql driver on `TextSafeSqlitePlatform`, its transactions begun immediate. */
export class TextSafeLibSqlDriver extends AbstractSqlDriver<LibSqlConnection> {
  constructor(config: Configuration) {
    super(config, new TextSafeSqlitePlatform(), ImmediateLibSqlConnection, ['kysely', 'libsql']);
  }

  override getORMClass() {
    return MikroORM;
  }
}
