import { Migration } from '@mikro-orm/migrations';

export class Migration20261121071632_initial extends Migration {
  override name = 'Migration20261121071632_initial';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`notice\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`seed_key\` text null, \`title_hi_in\` text not null, \`title_en_us\` text not null, \`title_zh_cn\` text not null, \`summary_hi_in\` text not null, \`summary_en_us\` text not null, \`summary_zh_cn\` text not null, \`body_hi_in\` text not null, \`body_en_us\` text not null, \`body_zh_cn\` text not null, \`published_at\` datetime not null);`,
    );
    this.addSql(`create unique index \`notice_seed_key_unique\` on \`notice\` (\`seed_key\`);`);
    this.addSql(`create index \`notice_published_at_index\` on \`notice\` (\`published_at\`);`);

    this.addSql(
      `create table \`page\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`key\` text not null, \`title_hi_in\` text not null, \`title_en_us\` text not null, \`title_zh_cn\` text not null, \`body_hi_in\` text not null, \`body_en_us\` text not null, \`body_zh_cn\` text not null);`,
    );
    this.addSql(`create unique index \`page_key_unique\` on \`page\` (\`key\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`notice\`;`);
    this.addSql(`drop table if exists \`page\`;`);
  }
}
