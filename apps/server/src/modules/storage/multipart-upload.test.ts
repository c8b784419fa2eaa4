import { describe, expect, it } from 'vitest';
import { parseUploadFields } from './multipart-upload';

describe('parseUploadFields', () => {
  it('reads the three fields and ignores others', () => {
    expect(
      parseUploadFields({ extensions: ['png,jpg'], max: ['5000'], dimensions: ['640x480'], other: ['x'] }),
    ).toEqual({ extensions: 'png,jpg', max: 5000, dimensions: '640x480' });
  });

  it('treats blank values as not sent', () => {
    expect(parseUploadFields({ extensions: [''], max: ['undefined'], dimensions: [' null '] })).toEqual({});
  });

  it('joins a repeated extensions field', () => {
    expect(parseUploadFields({ extensions: ['png', '', 'webp'] })).toEqual({ extensions: 'png,webp' });
  });

  it('names the field that is wrong', () => {
    expect(() => parseUploadFields({ max: ['ten'] })).toThrow('max must be a whole number of bytes');
    expect(() => parseUploadFields({ max: ['-1'] })).toThrow('max must be a whole number of bytes');
    expect(() => parseUploadFields({ dimensions: ['big'] })).toThrow('dimensions must look like 1024x1024');
    expect(() => parseUploadFields({ dimensions: ['0x10'] })).toThrow('dimensions must look like 1024x1024');
    expect(() => parseUploadFields({ extensions: ['png,'.repeat(30)] })).toThrow(/^extensions: /);
  });
});
