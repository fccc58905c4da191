// Errors carry a google.rpc canonical code; each transport maps it (gRPC status number, HTTP
// status + Firestore's JSON error body).

export type StatusName =
  | 'CANCELLED'
  | 'UNKNOWN'
  | 'INVALID_ARGUMENT'
  | 'DEADLINE_EXCEEDED'
  | 'NOT_FOUND'
  | 'ALREADY_EXISTS'
  | 'PERMISSION_DENIED'
  | 'RESOURCE_EXHAUSTED'
  | 'FAILED_PRECONDITION'
  | 'ABORTED'
  | 'OUT_OF_RANGE'
  | 'UNIMPLEMENTED'
  | 'INTERNAL'
  | 'UNAVAILABLE'
  | 'DATA_LOSS'
  | 'UNAUTHENTICATED';

const GRPC_CODES: Record<StatusName, number> = {
  CANCELLED: 1,
  UNKNOWN: 2,
  INVALID_ARGUMENT: 3,
  DEADLINE_EXCEEDED: 4,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  RESOURCE_EXHAUSTED: 8,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
  OUT_OF_RANGE: 11,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
  UNAVAILABLE: 14,
  DATA_LOSS: 15,
  UNAUTHENTICATED: 16,
};

// google/rpc/code.proto's HTTP mapping, which is also what the web SDK maps back from.
const HTTP_STATUSES: Record<StatusName, number> = {
  CANCELLED: 499,
  UNKNOWN: 500,
  INVALID_ARGUMENT: 400,
  DEADLINE_EXCEEDED: 504,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  PERMISSION_DENIED: 403,
  RESOURCE_EXHAUSTED: 429,
  FAILED_PRECONDITION: 400,
  ABORTED: 409,
  OUT_OF_RANGE: 400,
  UNIMPLEMENTED: 501,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  DATA_LOSS: 500,
  UNAUTHENTICATED: 401,
};

export class FirestoreError extends Error {
  readonly status: StatusName;

  constructor(status: StatusName, message: string) {
    super(message);
    this.name = 'FirestoreError';
    this.status = status;
  }

  get grpcCode(): number {
    return GRPC_CODES[this.status];
  }

  get httpStatus(): number {
    return HTTP_STATUSES[this.status];
  }

  static invalidArgument(message: string): FirestoreError {
    return new FirestoreError('INVALID_ARGUMENT', message);
  }
}

export function toFirestoreError(error: unknown): FirestoreError {
  if (error instanceof FirestoreError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new FirestoreError('INTERNAL', `Internal emulator error: ${message}`);
}

/** The JSON error body Google APIs (and Firebase's emulator) send over REST. */
export function restErrorBody(error: FirestoreError): {
  error: { code: number; message: string; status: StatusName };
} {
  return { error: { code: error.httpStatus, message: error.message, status: error.status } };
}
