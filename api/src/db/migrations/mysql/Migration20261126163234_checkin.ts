import { Migration } from '@mikro-orm/migrations';

export class Migration20261126163234_checkin extends Migration {
  override name = 'Migration20261126163234_checkin';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`checkin_day\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`member_id\` int not null, \`day\` varchar(10) not null, \`run_start\` varchar(10) not null, \`made_up\` tinyint(1) not null default false, \`fee\` bigint not null default '0') default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`checkin_day\` add index \`checkin_day_member_id_run_start_index\` (\`member_id\`, \`run_start\`);`,
    );
    this.addSql(`alter table \`checkin_day\` add index \`checkin_day_day_index\` (\`day\`);`);
    this.addSql(
      `alter table \`checkin_day\` add unique \`checkin_day_member_id_day_unique\` (\`member_id\`, \`day\`);`,
    );

    this.addSql(
      `create table \`checkin_reward\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`member_id\` int not null, \`run_start\` varchar(10) not null, \`trial_quota_id\` int not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`checkin_reward\` add unique \`checkin_reward_member_id_unique\` (\`member_id\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`checkin_day\`;`);
    this.addSql(`drop table if exists \`checkin_reward\`;`);
  }
}
