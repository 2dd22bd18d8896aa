import { Migration } from '@mikro-orm/migrations';

export class Migration20261126164604_member_tree extends Migration {
  override name = 'Migration20261126164604_member_tree';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`member_tree\` (\`ancestor_id\` int unsigned not null, \`depth\` tinyint unsigned not null, \`descendant_id\` int unsigned not null, primary key (\`ancestor_id\`, \`depth\`, \`descendant_id\`)) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`member_tree\` add index \`member_tree_descendant_id_index\` (\`descendant_id\`);`,
    );
    // Members invited before the tree existed: each level from the one above it.
    this.addSql(
      'insert into member_tree (ancestor_id, depth, descendant_id) select inviter_id, 1, id from member where inviter_id is not null;',
    );
    for (const depth of [2, 3])
      this.addSql(
        `insert into member_tree (ancestor_id, depth, descendant_id) select t.ancestor_id, ${depth}, m.id from member m join member_tree t on t.descendant_id = m.inviter_id and t.depth = ${depth - 1};`,
      );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`member_tree\`;`);
  }
}
