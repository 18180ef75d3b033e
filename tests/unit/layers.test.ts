import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The layer rule messages eslint gives `source` as if it were the file at `path`. */
async function layerErrors(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('layer rules of the linter', { timeout: 60_000 }, () => {
  it('keeps React, the providers and the server out of src/domain', async () => {
    expect(await layerErrors('src/domain/sample.ts', "import { useState } from 'react';\nexport const s = useState;\n")).toHaveLength(1);
    expect(await layerErrors('src/domain/sample.ts', "import { http } from '../providers/http.ts';\nexport const h = http;\n")).toHaveLength(1);
    expect(await layerErrors('src/domain/sample.ts', "import { app } from '../../server/app.ts';\nexport const a = app;\n")).toHaveLength(1);
    expect(await layerErrors('src/domain/sample.ts', "import { PAGE_SIZE } from './paging.ts';\nexport const p = PAGE_SIZE;\n")).toEqual([]);
  });

  it('keeps the server out of src/resources and src/resources out of src/providers', async () => {
    expect(await layerErrors('src/resources/sample.ts', "import { app } from '../../server/app.ts';\nexport const a = app;\n")).toHaveLength(1);
    expect(await layerErrors('src/providers/sample.ts', "import { x } from '../resources/companies/index.ts';\nexport const y = x;\n")).toHaveLength(1);
    // no file of src/providers is exempt: the tables of adapters and methods assemble src/providers/data/ only
    expect(await layerErrors('src/providers/dataProvider.ts', "import { x } from '../resources/companies/index.ts';\nexport const y = x;\n")).toHaveLength(1);
    expect(await layerErrors('src/providers/data/sample.ts', "import { x } from '../../resources/stores/inventory/inventoryQuery.ts';\nexport const y = x;\n")).toHaveLength(1);
  });

  it('keeps the browser app layers out of server/', async () => {
    expect(await layerErrors('server/sample.ts', "import { x } from '../src/providers/http.ts';\nexport const y = x;\n")).toHaveLength(1);
    expect(await layerErrors('server/sample.ts', "import { x } from '../src/resources/companies/index.ts';\nexport const y = x;\n")).toHaveLength(1);
    expect(await layerErrors('server/sample.ts', "import { x } from '../src/contract/companies.ts';\nexport const y = x;\n")).toEqual([]);
  });

  it("lets only the typed hook import react-admin's untyped useTranslate", async () => {
    const source = "import { useTranslate } from 'react-admin';\nexport const t = useTranslate;\n";
    for (const path of ['src/resources/sample.tsx', 'src/custom/sample.tsx', 'src/providers/sample.ts', 'src/App.tsx']) expect(await layerErrors(path, source)).toHaveLength(1);
    expect(await layerErrors('src/providers/i18n/useLsmTranslate.ts', source)).toEqual([]);
    expect(await layerErrors('src/resources/sample.tsx', "import { useNotify } from 'react-admin';\nexport const n = useNotify;\n")).toEqual([]);
  });
});
