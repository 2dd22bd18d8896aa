import { Migration } from '@mikro-orm/migrations';

export class Migration20261124221051_audit_event_device extends Migration {
  override name = 'Migration20261124221051_audit_event_device';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`audit_event\` add \`device\` varchar(64) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`audit_event\` drop column \`device\`;`);
  }
}
