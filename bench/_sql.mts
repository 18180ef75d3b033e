import pg from 'pg';
const orig = pg.Client.prototype.query;
(pg.Client.prototype as any).query = function (this: any, config: any, ...rest: any[]) {
  if (config && typeof config === 'object' && config.text && /page_rank/.test(config.text)) console.log(JSON.stringify({ name: config.name, text: config.text, values: config.values }));
  return (orig as any).call(this, config, ...rest);
};
const { openPostgres } = await import('/work/main/server/db/client.ts');
const { listStores } = await import('/work/main/server/services/stores/query.ts');
const db = await openPostgres('postgres://postgres@127.0.0.1:5432/lsm_bench', 1);
await listStores(db.db, { limit: 20, offset: 0, search_string: 'buf', order_column: 'name', sort_direction: 'ASC' } as any, undefined, new Date());
await db.close();
