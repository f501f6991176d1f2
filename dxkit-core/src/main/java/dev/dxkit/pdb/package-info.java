/**
 * The program database inside an SPDB part (fxc {@code /Zi}): the PDB info, type, DBI and module streams a
 * listing needs for its {@code #line} directives and variable locations, and the source files it carries
 * ({@link dev.dxkit.pdb.Pdb}); and the PDB those directives and locations describe, written back ({@link
 * dev.dxkit.pdb.PdbWriter}).
 */
package dev.dxkit.pdb;
