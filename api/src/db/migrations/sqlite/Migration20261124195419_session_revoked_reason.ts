import { Migration } from '@mikro-orm/migrations';

export class Migration20261124195419_session_revoked_reason extends Migration {
  override name = 'Migration20261124195419_session_revoked_reason';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`session\` add column \`revoked_reason\` text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`session\` drop column \`revoked_reason\`;`);
  }
}
