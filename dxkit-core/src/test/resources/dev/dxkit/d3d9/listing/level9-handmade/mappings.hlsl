// Level 9 programs whose Aon9 part maps int, bool and uint constant-buffer components: the bool and int
// tables and the INT/BOOL/UINT conversions of the float table, which the shared corpus never shows.
// Compiled with the oracle:
//   d3dc compile mappings.hlsl loops vs_4_0_level_9_3 0 vs_9_3_loops.dxbc
//   d3dc compile mappings.hlsl convert vs_4_0_level_9_1 0 vs_9_1_convert.dxbc
//   d3dc compile mappings.hlsl sampled ps_4_0_level_9_1 0 ps_9_1_sampled.dxbc
//   d3dc disasm X.dxbc F X.F.txt   for F in 0, 4, 20
cbuffer C : register(b0) { float4 k; int n; bool flag; uint u; float4 m2; };
cbuffer D : register(b1) { float4 q; };

float4 loops(float4 p : POSITION) : SV_Position {
    float4 r = p;
    [loop] for (int i = 0; i < n; i++) r += k;
    [branch] if (flag) r *= q;
    r += (float)u * m2;
    return r;
}

float4 convert(float4 p : POSITION) : SV_Position {
    return p * (n + (int)u) + k * (flag ? 1 : 2);
}

// Two texture/sampler pairs, crossed, beside a constant: the sampler table (d3dc compile ... sampled
// ps_4_0_level_9_1 0 ps_9_1_sampled.dxbc).
Texture2D tx : register(t0);
Texture2D ty : register(t1);
SamplerState ss : register(s0);
SamplerState st : register(s1);

float4 sampled(float4 p : SV_Position, float2 t : TEXCOORD) : SV_Target {
    return tx.Sample(st, t) + ty.Sample(ss, t * 2) + ty.Sample(st, t) * q;
}
