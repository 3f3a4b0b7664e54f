/** A publish that cannot be done, in words naming the table, the file or the setting to change. */
export class PublishError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PublishError';
  }
}
