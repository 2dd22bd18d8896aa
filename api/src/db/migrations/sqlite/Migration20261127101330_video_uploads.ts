import { Migration } from '@mikro-orm/migrations';

export class Migration20261127101330_video_uploads extends Migration {
  override name = 'Migration20261127101330_video_uploads';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`video_upload\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`key\` text not null, \`member_id\` integer null, \`operator\` text null, \`size\` integer null, \`mime\` text null, \`finished_at\` datetime null, \`public_name\` text null, \`plan_id\` integer null);`,
    );
    this.addSql(`create unique index \`video_upload_key_unique\` on \`video_upload\` (\`key\`);`);
    this.addSql(
      `create unique index \`video_upload_public_name_unique\` on \`video_upload\` (\`public_name\`);`,
    );
    this.addSql(`create unique index \`video_upload_plan_id_unique\` on \`video_upload\` (\`plan_id\`);`);
    this.addSql(
      `create index \`video_upload_member_id_created_at_index\` on \`video_upload\` (\`member_id\`, \`created_at\`);`,
    );
    this.addSql(
      `create index \`video_upload_plan_id_created_at_index\` on \`video_upload\` (\`plan_id\`, \`created_at\`);`,
    );

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(
      `create table \`upload__temp_alter\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`member_id\` integer null, \`operator\` text null, \`name\` text not null, \`mime\` text not null, \`size\` integer not null);`,
    );
    this.addSql(
      `insert into \`upload__temp_alter\` select \`id\`, \`created_at\`, \`updated_at\`, \`member_id\`, null as \`operator\`, \`name\`, \`mime\`, \`size\` from \`upload\`;`,
    );
    this.addSql(`drop table \`upload\`;`);
    this.addSql(`alter table \`upload__temp_alter\` rename to \`upload\`;`);
    this.addSql(`create index \`upload_member_id_index\` on \`upload\` (\`member_id\`);`);
    this.addSql(`create unique index \`upload_name_unique\` on \`upload\` (\`name\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`video_upload\`;`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(
      `create table \`upload__temp_alter\` (\`created_at\` datetime not null, \`id\` integer not null primary key autoincrement, \`member_id\` integer not null, \`mime\` text not null, \`name\` text not null, \`size\` integer not null, \`updated_at\` datetime not null);`,
    );
    this.addSql(
      `insert into \`upload__temp_alter\` select \`created_at\`, \`id\`, \`member_id\`, \`mime\`, \`name\`, \`size\`, \`updated_at\` from \`upload\`;`,
    );
    this.addSql(`drop table \`upload\`;`);
    this.addSql(`alter table \`upload__temp_alter\` rename to \`upload\`;`);
    this.addSql(`create index \`upload_member_id_index\` on \`upload\` (\`member_id\`);`);
    this.addSql(`create unique index \`upload_name_unique\` on \`upload\` (\`name\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }
}
