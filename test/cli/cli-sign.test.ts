/**
 * `strikeboard sign`, run as a child process exactly as a user runs it.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BIN, runCli } from './run-cli-process.ts';

const rfcCredentials = {
  STRIKEBOARD_CONSUMER_KEY: 'dpf43f3p2l4k3l03',
  STRIKEBOARD_CONSUMER_SECRET: 'kd94hf93k423kf44',
  STRIKEBOARD_TOKEN: 'nnch734d00sl2jdk',
  STRIKEBOARD_TOKEN_SECRET: 'pfkkdhi9sl3r4s00',
};
const rfcRequest = [
  'sign',
  '--method',
  'GET',
  '--url',
  'http://photos.example.net/photos?file=vacation.jpg&size=original',
  '--timestamp',
  '137131202',
  '--nonce',
  'chapoH',
];

describe('strikeboard sign', () => {
  it('prints the base string, the signature and the Authorization header of RFC 5849 section 1.2', async () => {
    const result = await runCli(rfcRequest, rfcCredentials);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      [
        'Signature base string:',
        'GET&http%3A%2F%2Fphotos.example.net%2Fphotos&file%3Dvacation.jpg%26oauth_consumer_key%3Ddpf43f3p2l4k3l03%26oauth_nonce%3DchapoH%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D137131202%26oauth_token%3Dnnch734d00sl2jdk%26size%3Doriginal',
        '',
        'Signature:',
        'MdpQcU8iPSUjWoN/UDMsK2sui9I=',
        '',
        'Authorization:',
        'OAuth realm="",oauth_consumer_key="dpf43f3p2l4k3l03",oauth_nonce="chapoH",oauth_signature="MdpQcU8iPSUjWoN%2FUDMsK2sui9I%3D",oauth_signature_method="HMAC-SHA1",oauth_timestamp="137131202",oauth_token="nnch734d00sl2jdk"',
        '',
      ].join('\n'),
    );
  });

  it('signs a form body too, and prints the query form of the credentials on request', async () => {
    const result = await runCli(
      [
        'sign',
        '--method',
        'post',
        '--url',
        'http://example.com/request?b5=%3D%253D&a3=a&c%40=&a2=r%20b',
        '--form',
        'c2&a3=2+q',
        '--timestamp',
        '137131201',
        '--nonce',
        '7d8f3e4a',
        '--query',
      ],
      {
        STRIKEBOARD_CONSUMER_KEY: '9djdj82h48djs9d2',
        STRIKEBOARD_CONSUMER_SECRET: 'j49sk3j29djd',
        STRIKEBOARD_TOKEN: 'kkk9d7dh3k39sjv7',
        STRIKEBOARD_TOKEN_SECRET: 'dh893hdasih9',
      },
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      'POST&http%3A%2F%2Fexample.com%2Frequest&a2%3Dr%2520b%26a3%3D2%2520q%26a3%3Da%26b5%3D%253D%25253D%26c%2540%3D%26c2%3D%26oauth_consumer_key%3D9djdj82h48djs9d2%26oauth_nonce%3D7d8f3e4a%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D137131201%26oauth_token%3Dkkk9d7dh3k39sjv7',
    );
    expect(result.stdout).toMatch(
      /URL with the credentials in the query:\nhttp:\/\/example\.com\/request\?b5=%3D%253D&a3=a&c%40=&a2=r%20b&oauth_consumer_key=9djdj82h48djs9d2&/,
    );
  });

  it('signs without a token (the request-token step)', async () => {
    const { STRIKEBOARD_CONSUMER_KEY, STRIKEBOARD_CONSUMER_SECRET } = rfcCredentials;
    const result = await runCli(['sign', '--method', 'GET', '--url', 'https://h.test/oauth/request_token'], {
      STRIKEBOARD_CONSUMER_KEY,
      STRIKEBOARD_CONSUMER_SECRET,
      STRIKEBOARD_TOKEN: undefined,
      STRIKEBOARD_TOKEN_SECRET: undefined,
    });
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain('oauth_token');
  });

  it('exits 2 with a clear message on a mistake (the full table runs in-process)', async () => {
    const result = await runCli(['sign', '--method', 'GET'], rfcCredentials);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--url is required/);
    expect(result.stdout).toBe('');
  });

  it('never echoes the secrets it was given', async () => {
    const result = await runCli(rfcRequest, rfcCredentials);
    expect(result.stdout + result.stderr).not.toContain(rfcCredentials.STRIKEBOARD_CONSUMER_SECRET);
    expect(result.stdout + result.stderr).not.toContain(rfcCredentials.STRIKEBOARD_TOKEN_SECRET);
  });

  it('runs through the package bin as well', async () => {
    const child = spawn(process.execPath, [BIN, ...rfcRequest], { env: { ...process.env, ...rfcCredentials } });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
    expect(code).toBe(0);
    expect(stdout).toContain('MdpQcU8iPSUjWoN/UDMsK2sui9I=');
  });
});
