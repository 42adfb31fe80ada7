import type { FieldValues } from 'react-hook-form';

interface FailedCall {
  status?: number;
  body?: { errors?: Record<string, string> | null };
}

/** The server's field errors of a failed save, as react-admin's Form shows them under the fields. */
export const fieldErrorsOf = (error: unknown): FieldValues | undefined => {
  const errors = (error as FailedCall | undefined)?.body?.errors;
  return errors && Object.keys(errors).length > 0 ? errors : undefined;
};

export const isConflict = (error: unknown) => (error as FailedCall | undefined)?.status === 409;
