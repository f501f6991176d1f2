/**
 * HLSL text shared by the decompilers of each format: what a decompilation gives back ({@link
 * dev.dxkit.hlsl.Decompilation}). It knows the language, never a binary format.
 */
package dev.dxkit.hlsl;
