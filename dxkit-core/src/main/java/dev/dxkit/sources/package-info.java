/**
 * The HLSL sources inside debug builds: the SPDB part of an fxc {@code /Zi} build, the SDBG part of an older
 * one, and for dxc {@code -Zi} builds the SRCI part or the {@code dx.source.contents} of the debug module
 * (ILDB); with the paths under an output folder they may be written to. And what a Shader Model 4/5 listing
 * weaves in from the same debug parts: the {@code #line} directives and variable notes of an SPDB part
 * ({@link dev.dxkit.sources.SpdbAnnotations}) or of an SDBG part ({@link dev.dxkit.sources.SdbgAnnotations}).
 */
package dev.dxkit.sources;
