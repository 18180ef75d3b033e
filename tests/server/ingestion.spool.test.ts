import { readFile, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { spoolUpload } from '../../server/services/ingestion/spool.ts';

const chunks = (...parts: number[][]) => Readable.from(parts.map((bytes) => Buffer.from(bytes)));
const text = (value: string) => [...Buffer.from(value)];

describe('spooling an upload checks UTF-8 without decoding it', () => {
  it('keeps characters cut between chunks, byte for byte', async () => {
    const euro = text('€'); // 3 bytes
    const emoji = text('🙂'); // 4 bytes
    const path = await spoolUpload(chunks([...text('name,price\r\nCaf'), 0xc3], [0xa9, ...text(',1\r\n'), euro[0]], [euro[1]], [euro[2], emoji[0], emoji[1]], [emoji[2], emoji[3], 0x0a]));
    try {
      expect(await readFile(path, 'utf8')).toBe('name,price\r\nCafé,1\r\n€🙂\n');
    } finally {
      await rm(path, { force: true });
    }
  });

  it('refuses a bad byte, a lone continuation byte, and a file ending inside a character', async () => {
    for (const upload of [chunks(text('name,price\r\n'), [0xff, 0x41]), chunks(text('a'), [0x80]), chunks(text('name,'), [0xe2, 0x82])]) {
      await expect(spoolUpload(upload)).rejects.toMatchObject({ statusCode: 400, message: 'File is not valid UTF-8' });
    }
  });
});
