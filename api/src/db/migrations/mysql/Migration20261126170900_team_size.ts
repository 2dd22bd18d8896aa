import { Migration } from '@mikro-orm/migrations';

export class Migration20261126170900_team_size extends Migration {
  override name = 'Migration20261126170900_team_size';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`team_size\` (\`member_id\` int unsigned not null, \`depth\` tinyint unsigned not null, \`members\` int not null, primary key (\`member_id\`, \`depth\`)) default character set utf8mb4 engine = InnoDB;`,
    );
    // The sizes of the teams placed so far.
    this.addSql(
      'insert into team_size (member_id, depth, members) select ancestor_id, depth, count(*) from member_tree group by ancestor_id, depth;',
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`team_size\`;`);
  }
}
