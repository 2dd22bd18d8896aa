import { Migration } from '@mikro-orm/migrations';

export class Migration20261121101456_operators extends Migration {
  override name = 'Migration20261121101456_operators';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`operator\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`username\` varchar(40) not null, \`display_name\` varchar(80) not null, \`password_hash\` varchar(255) not null, \`role\` varchar(16) not null, \`disabled\` tinyint(1) not null default false, \`last_login_at\` datetime(3) null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`operator\` add unique \`operator_username_unique\` (\`username\`);`);

    this.addSql(
      `create table \`operator_session\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`operator_id\` int not null, \`token_hash\` varchar(64) not null, \`client\` varchar(64) not null, \`ip\` varchar(64) not null, \`expires_at\` datetime(3) not null, \`revoked_at\` datetime(3) null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`operator_session\` add index \`operator_session_operator_id_index\` (\`operator_id\`);`,
    );
    this.addSql(
      `alter table \`operator_session\` add unique \`operator_session_token_hash_unique\` (\`token_hash\`);`,
    );

    this.addSql(`alter table \`idempotency_record\` add \`operator_id\` int null;`);
    this.addSql(`alter table \`idempotency_record\` modify \`member_id\` int null;`);
    this.addSql(
      `alter table \`idempotency_record\` add unique \`idempotency_record_operator_id_idem_key_unique\` (\`operator_id\`, \`idem_key\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`operator\`;`);
    this.addSql(`drop table if exists \`operator_session\`;`);

    // Operators' keys have no place once member_id is required again.
    this.addSql(`delete from \`idempotency_record\` where \`member_id\` is null;`);
    this.addSql(
      `alter table \`idempotency_record\` drop index \`idempotency_record_operator_id_idem_key_unique\`;`,
    );
    this.addSql(`alter table \`idempotency_record\` drop column \`operator_id\`;`);
    this.addSql(`alter table \`idempotency_record\` modify \`member_id\` int not null;`);
  }
}
