import { HttpError } from 'react-admin';
import { API_BASE } from './httpClient';
import { failureOf, networkFailure } from './failure';
import { withSignInAgain } from './signInAgain';

export interface UploadedImage {
  url: string;
  id: number;
}

export interface UploadOptions {
  /** 0..100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  /** Put in the media library on purpose (the Media screen): the orphan cleanup spares it. */
  library?: boolean;
}

function errorOf(xhr: XMLHttpRequest): HttpError {
  let body: unknown = {};
  try {
    body = JSON.parse(xhr.responseText);
  } catch {
    // Not JSON (a proxy's page): the status text says what happened.
  }
  return failureOf(xhr.status, body, xhr.statusText || `HTTP ${xhr.status}`);
}

/**
 * API-19: the image as multipart `file` to /api/upload-image. XMLHttpRequest rather than fetch because only
 * it reports upload progress, which the media library shows per file. An expired session asks to sign in
 * again and sends the file again (signInAgain.ts).
 */
export const uploadImage = (file: File, options: UploadOptions = {}): Promise<UploadedImage> =>
  withSignInAgain(() => send(file, options));

function send(file: File, { onProgress, library = false }: UploadOptions): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/api/upload-image`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
      };
    }
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(errorOf(xhr));
      try {
        resolve(JSON.parse(xhr.responseText) as UploadedImage);
      } catch {
        reject(new HttpError('Error uploading image', xhr.status, {}));
      }
    };
    xhr.onerror = () => reject(networkFailure());
    const form = new FormData();
    // Before the file: the server reads the fields that come ahead of it.
    form.append('library', String(library));
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
