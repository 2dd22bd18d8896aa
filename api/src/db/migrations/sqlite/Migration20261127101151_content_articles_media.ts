import { Migration } from '@mikro-orm/migrations';

export class Migration20261127101151_content_articles_media extends Migration {
  override name = 'Migration20261127101151_content_articles_media';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`article\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`seed_key\` text null, \`title_hi_in\` text not null, \`title_en_us\` text not null, \`title_zh_cn\` text not null, \`summary_hi_in\` text not null, \`summary_en_us\` text not null, \`summary_zh_cn\` text not null, \`body_hi_in\` text not null, \`body_en_us\` text not null, \`body_zh_cn\` text not null, \`cover\` text null, \`published\` integer not null default false, \`published_at\` datetime null);`,
    );
    this.addSql(`create unique index \`article_seed_key_unique\` on \`article\` (\`seed_key\`);`);
    this.addSql(
      `create index \`article_published_published_at_index\` on \`article\` (\`published\`, \`published_at\`);`,
    );

    this.addSql(
      `create table \`media_item\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`seed_key\` text null, \`kind\` text not null, \`title_hi_in\` text not null, \`title_en_us\` text not null, \`title_zh_cn\` text not null, \`path\` text not null, \`poster\` text null, \`published\` integer not null default false, \`published_at\` datetime null);`,
    );
    this.addSql(`create unique index \`media_item_seed_key_unique\` on \`media_item\` (\`seed_key\`);`);
    this.addSql(
      `create index \`media_item_kind_published_published_at_index\` on \`media_item\` (\`kind\`, \`published\`, \`published_at\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`article\`;`);
    this.addSql(`drop table if exists \`media_item\`;`);
  }
}
