/**
 * Two builds compared program by program without comparing listings ({@link dev.dxkit.diff.TreeDiff}): paired
 * by path, then by hash, then by the closest {@link dev.dxkit.diff.Interface interface}.
 */
package dev.dxkit.diff;
