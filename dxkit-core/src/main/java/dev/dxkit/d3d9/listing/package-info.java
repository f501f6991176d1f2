/**
 * Direct3D 9 listings as {@code D3DDisassemble} prints them: a raw program
 * ({@link dev.dxkit.d3d9.listing.D3d9Listing}, with its constant table and preshader), and the level 9 block
 * of a DXBC container ({@link dev.dxkit.d3d9.listing.Level9Listing}: the Aon9, XNAP and XNAS parts' mappings
 * and programs).
 */
package dev.dxkit.d3d9.listing;
