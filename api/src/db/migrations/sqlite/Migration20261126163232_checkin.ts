import { Migration } from '@mikro-orm/migrations';

export class Migration20261126163232_checkin extends Migration {
  override name = 'Migration20261126163232_checkin';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`checkin_day\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`member_id\` integer not null, \`day\` text not null, \`run_start\` text not null, \`made_up\` integer not null default false, \`fee\` bigint not null default '0');`,
    );
    this.addSql(
      `create index \`checkin_day_member_id_run_start_index\` on \`checkin_day\` (\`member_id\`, \`run_start\`);`,
    );
    this.addSql(`create index \`checkin_day_day_index\` on \`checkin_day\` (\`day\`);`);
    this.addSql(
      `create unique index \`checkin_day_member_id_day_unique\` on \`checkin_day\` (\`member_id\`, \`day\`);`,
    );

    this.addSql(
      `create table \`checkin_reward\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`member_id\` integer not null, \`run_start\` text not null, \`trial_quota_id\` integer not null);`,
    );
    this.addSql(
      `create unique index \`checkin_reward_member_id_unique\` on \`checkin_reward\` (\`member_id\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`checkin_day\`;`);
    this.addSql(`drop table if exists \`checkin_reward\`;`);
  }
}
