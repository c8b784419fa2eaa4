import { describe, expect, it } from 'vitest';
import { serverFieldError } from './field-errors';

const labels = {
  title: 'Title',
  publicPageLimit: 'Limit on public pages',
  photo: 'Photo',
  email: 'Email',
};

describe('serverFieldError', () => {
  it('finds the field named before the colon and says it with the form label', () => {
    expect(
      serverFieldError('publicPageLimit: publicPageLimit must be a whole number of 0 or more', labels),
    ).toEqual({
      field: 'publicPageLimit',
      message: 'Limit on public pages must be a whole number of 0 or more',
    });
    expect(serverFieldError('title: title is required', labels)).toEqual({
      field: 'title',
      message: 'Title is required',
    });
  });

  it('keeps the message when it does not repeat the field name', () => {
    expect(serverFieldError('email: Invalid email address', labels)).toEqual({
      field: 'email',
      message: 'Invalid email address',
    });
    expect(serverFieldError('title is required.', labels)).toEqual({
      field: 'title',
      message: 'Title is required.',
    });
  });

  it('finds a field named at the start without a colon', () => {
    expect(serverFieldError('photo must be an image uploaded through the app.', labels)).toEqual({
      field: 'photo',
      message: 'Photo must be an image uploaded through the app.',
    });
  });

  it('gives null when no field of the form is named', () => {
    expect(serverFieldError('Something went wrong!', labels)).toBeNull();
    expect(serverFieldError('stripePriceId: too long', labels)).toBeNull();
    expect(serverFieldError('The request body is not valid JSON.', labels)).toBeNull();
    // Inherited object keys are not fields.
    expect(serverFieldError('constructor: nope', labels)).toBeNull();
  });
});
