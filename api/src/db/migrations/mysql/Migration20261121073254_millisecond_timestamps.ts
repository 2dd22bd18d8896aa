import { Migration } from '@mikro-orm/migrations';

export class Migration20261121073254_millisecond_timestamps extends Migration {
  override name = 'Migration20261121073254_millisecond_timestamps';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`notice\` modify \`created_at\` datetime(3) not null;`);
    this.addSql(`alter table \`notice\` modify \`published_at\` datetime(3) not null;`);
    this.addSql(`alter table \`notice\` modify \`updated_at\` datetime(3) not null;`);

    this.addSql(`alter table \`page\` modify \`created_at\` datetime(3) not null;`);
    this.addSql(`alter table \`page\` modify \`updated_at\` datetime(3) not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`notice\` modify \`created_at\` datetime not null;`);
    this.addSql(`alter table \`notice\` modify \`updated_at\` datetime not null;`);
    this.addSql(`alter table \`notice\` modify \`published_at\` datetime not null;`);

    this.addSql(`alter table \`page\` modify \`created_at\` datetime not null;`);
    this.addSql(`alter table \`page\` modify \`updated_at\` datetime not null;`);
  }
}
