import { afterEach, describe, expect, it, vi } from 'vitest';
import { readEnv } from './env';
import { parseBackupKeep, parseBackupSchedule } from './features/backup/backup.service';

afterEach(() => vi.restoreAllMocks());

describe('readEnv: the S3 media storage', () => {
  it('is off by default: uploaded videos go to DATA_DIR/media', () => {
    const env = readEnv({});
    expect(env.S3_BUCKET).toBeUndefined();
    expect(env.S3_REGION).toBe('us-east-1');
  });

  it('takes a bucket with both keys', () => {
    const env = readEnv({ S3_BUCKET: 'mpu', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret', S3_ENDPOINT: 'http://minio:9000' });
    expect(env).toMatchObject({ S3_BUCKET: 'mpu', S3_ENDPOINT: 'http://minio:9000' });
  });

  it('stops with one clear line for a bucket without keys', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => {
      throw new Error('exit');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => readEnv({ S3_BUCKET: 'mpu', S3_ACCESS_KEY_ID: 'id' })).toThrow('exit');
    expect(exit).toHaveBeenCalledWith(1);
    expect(error).toHaveBeenCalledWith('Configuration error: S3_SECRET_ACCESS_KEY is required when S3_BUCKET is set');
  });

  it('names a rejected secret without printing it', () => {
    vi.spyOn(process, 'exit').mockImplementation(() => {
      throw new Error('exit');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => readEnv({ AUTH_SECRET: 'kurzes-geheimnis' })).toThrow('exit');
    expect(error).toHaveBeenCalledWith('Configuration error: AUTH_SECRET must be at least 32 characters');
    expect(JSON.stringify(error.mock.calls)).not.toContain('kurzes-geheimnis');
  });
});

describe('readEnv: the address the platform is opened at', () => {
  it('defaults to localhost on PORT and trusts every loopback name of that port', () => {
    const env = readEnv({ PORT: '3200' });
    expect(env.APP_URL).toBe('http://localhost:3200');
    expect(env.TRUSTED_ORIGINS).toEqual(['http://localhost:3200', 'http://127.0.0.1:3200', 'http://[::1]:3200']);
  });

  it('trusts only APP_URL when it is set, plus TRUSTED_ORIGINS', () => {
    expect(readEnv({ APP_URL: 'https://mpu.example.org/' }).TRUSTED_ORIGINS).toEqual(['https://mpu.example.org']);
    const env = readEnv({ APP_URL: 'https://mpu.example.org', TRUSTED_ORIGINS: 'https://www.mpu.example.org, http://10.0.0.5:3000' });
    expect(env.APP_URL).toBe('https://mpu.example.org');
    expect(env.TRUSTED_ORIGINS).toEqual(['https://mpu.example.org', 'https://www.mpu.example.org', 'http://10.0.0.5:3000']);
  });

  it('stops with one clear line for a trusted origin that is no web address', () => {
    vi.spyOn(process, 'exit').mockImplementation(() => {
      throw new Error('exit');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => readEnv({ TRUSTED_ORIGINS: 'ftp://files.example.org' })).toThrow('exit');
    expect(error.mock.calls[0]![0]).toMatch(/^Configuration error: TRUSTED_ORIGINS must list http:\/\/ or https:\/\/ addresses/);
  });
});

describe('readEnv: the AI', () => {
  it('answers offline by default, with a 60 s deadline per reply', () => {
    const env = readEnv({});
    expect(env.OPENAI_API_KEY).toBeUndefined();
    expect(env).toMatchObject({ AI_MODEL: 'gpt-4o-mini', AI_TIMEOUT_MS: 60_000 });
  });

  it('takes an endpoint, a model and a shorter deadline', () => {
    const env = readEnv({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_MODEL: 'llama3',
      AI_TIMEOUT_MS: '15000',
    });
    expect(env).toMatchObject({ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3', AI_TIMEOUT_MS: 15_000 });
  });

  it('refuses a deadline below one second', () => {
    vi.spyOn(process, 'exit').mockImplementation(() => {
      throw new Error('exit');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => readEnv({ AI_TIMEOUT_MS: '10' })).toThrow('exit');
    expect(error.mock.calls[0]![0]).toMatch(/^Configuration error: AI_TIMEOUT_MS /);
  });
});

describe('readEnv: backups', () => {
  it('writes into DATA_DIR/backups, keeps 7 daily and 4 weekly, and leaves the schedule to the database kind', () => {
    const env = readEnv({ DATA_DIR: '/srv/mpu' });
    expect(env).toMatchObject({ BACKUP_DIR: '/srv/mpu/backups', BACKUP_KEEP: '7d,4w' });
    expect(env.BACKUP_SCHEDULE).toBeUndefined();
    expect(parseBackupSchedule(env.BACKUP_SCHEDULE, 'pglite')).toEqual({ hour: 3 });
    expect(parseBackupSchedule(env.BACKUP_SCHEDULE, 'postgres')).toBe('off');
    expect(parseBackupSchedule('22', 'postgres')).toEqual({ hour: 22 });
    expect(parseBackupSchedule('off', 'pglite')).toBe('off');
    expect(parseBackupKeep('14d, 8w')).toEqual({ daily: 14, weekly: 8 });
  });

  it.each([
    ['BACKUP_SCHEDULE', '24', "BACKUP_SCHEDULE must be 'daily', 'off' or an hour from 0 to 23"],
    ['BACKUP_SCHEDULE', 'weekly', "BACKUP_SCHEDULE must be 'daily', 'off' or an hour from 0 to 23"],
    ['BACKUP_KEEP', '7', "BACKUP_KEEP must look like '7d,4w' (7 daily, 4 weekly)"],
  ])('stops with one clear line for %s=%s', (name, value, message) => {
    vi.spyOn(process, 'exit').mockImplementation(() => {
      throw new Error('exit');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => readEnv({ [name]: value })).toThrow('exit');
    expect(error).toHaveBeenCalledWith(`Configuration error: ${message}`);
  });
});
