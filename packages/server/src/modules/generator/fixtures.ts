import { sql } from 'drizzle-orm';

/**
 * Tables the generator's tests import: a tenant table with a column of every type the generator
 * maps, a tree table, a platform table, and a table without a primary key.
 */
export const FIXTURE_STATEMENTS = `
  create table gen_fixture_item (
    id bigint primary key,
    tenant_code varchar(20) not null references tenant (code) on delete cascade,
    name varchar(100) not null,
    code varchar(30),
    describe text,
    seats integer not null,
    floor integer not null default 0,
    price numeric,
    owner_id bigint,
    visible boolean not null default true,
    start_date date,
    open_time timestamp with time zone,
    level varchar(20),
    create_time timestamp with time zone not null default now(),
    update_time timestamp with time zone not null default now()
  );
  comment on table gen_fixture_item is '教室';
  comment on column gen_fixture_item.name is '名称';
  comment on column gen_fixture_item.seats is '座位数';
  create table gen_fixture_node (
    id bigint primary key,
    tenant_code varchar(20) not null references tenant (code) on delete cascade,
    parent_id bigint not null default 0,
    label varchar(50) not null,
    sort_value integer not null default 0
  );
  comment on table gen_fixture_node is '楼栋';
  create table gen_fixture_setting (
    id bigint primary key,
    setting_key varchar(50) not null,
    setting_value varchar(255),
    state boolean not null default true,
    create_time timestamp with time zone not null default now()
  );
  insert into gen_fixture_setting (id, setting_key) values (1, 'a'), (2, 'b');
  create table gen_fixture_loose (name varchar(20));
`
  .split(';')
  .map((statement) => statement.trim())
  .filter(Boolean)
  .map((statement) => sql.raw(statement));
