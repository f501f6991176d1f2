/**
 * The DXBC container that fxc and dxc write (and Direct3D 9 effects embed): {@link dev.dxkit.container.Container}
 * reads the header and part directory, keeps the original bytes and each part's span, checks the layout
 * ({@link dev.dxkit.container.Finding}) and the digest ({@link dev.dxkit.container.ContainerDigest},
 * {@link dev.dxkit.container.DigestState}), and writes edited containers back re-signed, untouched parts from
 * their original bytes. Also {@code D3DStripShader} ({@link dev.dxkit.container.Strip}) and the
 * {@link dev.dxkit.container.Carver} that finds containers inside other files.
 */
package dev.dxkit.container;
