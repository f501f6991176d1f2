/**
 * The archives game files come in, read member by member in place, without unpacking to disk: zip, tar and
 * gzip-compressed tar, recognised by their first bytes ({@link dev.dxkit.archive.Archive}).
 */
package dev.dxkit.archive;
