import { Migration } from '@mikro-orm/migrations';

export class Migration20261127102620_plans extends Migration {
  override name = 'Migration20261127102620_plans';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`plan\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`member_id\` integer not null, \`kind\` text not null, \`state\` text not null, \`theme\` text not null, \`country_code\` text not null, \`city_id\` text not null, \`city_name\` text not null, \`host\` text not null, \`tables\` integer null, \`people\` integer null, \`date\` text not null, \`poster\` text not null, \`video_upload_id\` integer not null, \`phone\` text not null, \`reviewed_at\` datetime null, \`reviewed_by\` text null, \`refusal_reason\` text null, \`refusal_note\` text null);`,
    );
    this.addSql(`create unique index \`plan_video_upload_id_unique\` on \`plan\` (\`video_upload_id\`);`);
    this.addSql(
      `create index \`plan_member_id_state_id_index\` on \`plan\` (\`member_id\`, \`state\`, \`id\`);`,
    );
    this.addSql(`create index \`plan_state_id_index\` on \`plan\` (\`state\`, \`id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`plan\`;`);
  }
}
