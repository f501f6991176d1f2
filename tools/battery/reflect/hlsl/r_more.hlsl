// More DXBC reflection corners: entry-point uniforms ($Params), arrays of arrays, structs holding matrix arrays,
// tbuffer packoffsets, multisample counts, class members holding textures, stencil and coverage outputs.
struct Bone { row_major float3x4 m[2]; float w; int2 ids[3]; };
struct Outer { Bone bones[2]; float4 tail[2][2]; };
cbuffer Grid : register(b0)
{
    float  grid[2][3];
    int2   cells[3][2];
    Outer  outer;
    column_major float4x3 cm;
    row_major float4x3 rm;
    float3x4 dflt;
};
tbuffer Consts : register(t9)
{
    float4 tb0 : packoffset(c2);
    float  tb1 : packoffset(c0.w);
    int3   tb2 : packoffset(c1);
};
Texture2DMS<float, 1>      ms1   : register(t0);
Texture2DMSArray<float4, 32> ms32 : register(t1);
Texture2D<float4>          tt[2][3] : register(t2);
globallycoherent RWTexture2D<uint> gc : register(u1);
SamplerComparisonState     cmps[2] : register(s2);

float4 PSUniform(float4 p : SV_Position, uniform float4 tint, uniform float2 scale, uniform int mode,
                 out uint stencil : SV_StencilRef, out uint cov : SV_Coverage) : SV_Target
{
    stencil = mode;
    cov = 1;
    int2 ip = int2(p.xy);
    float4 r = ms1.Load(ip, 0) + ms32.Load(int3(ip, 2), 5) + tt[1][2].SampleCmp(cmps[1], p.xy, 0.5);
    r += grid[1][2] + cells[2][1].y + outer.bones[1].m[1][2].xyzw + outer.bones[0].w + outer.bones[1].ids[2].x;
    r += outer.tail[1][0] + cm[3].xyzx + rm[2].xyzx + dflt[1] + tb0 + tb1 + tb2.xyzx;
    InterlockedAdd(gc[ip], 1);
    return r * tint + scale.xyxy;
}

#ifndef SM4   // classes holding textures: SM 5 only
interface ISample { float4 Fetch(float2 uv); };
class TexSample : ISample { Texture2D tex; SamplerState smp; float4 bias; float4 Fetch(float2 uv) { return tex.Sample(smp, uv) + bias; } };
class ConstSample : ISample { float4 value; float4 Fetch(float2 uv) { return value; } };
TexSample g_ts;
ConstSample g_cs;
ISample g_which;
float4 PSClassTex(float4 p : SV_Position, float2 uv : TEXCOORD) : SV_Target { return g_which.Fetch(uv); }
#endif

struct PC { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; };
struct CPo { float4 p : POSITION; };
PC PointsConst(InputPatch<CPo, 1> ip) { PC o; o.e[0] = o.e[1] = o.e[2] = ip[0].p.x; o.i = 1; return o; }
[domain("tri")] [partitioning("fractional_even")] [outputtopology("point")] [outputcontrolpoints(1)] [patchconstantfunc("PointsConst")]
CPo HSPoints(InputPatch<CPo, 1> ip, uint i : SV_OutputControlPointID) { return ip[0]; }

struct SO { float4 pos : SV_Position; float4 v : VAL; };
[maxvertexcount(2)]
void GSStream2(point float4 v[1] : SV_Position, inout PointStream<SO> s0, inout PointStream<SO> s1, inout PointStream<SO> s2)
{
    SO o; o.pos = v[0]; o.v = 1; s2.Append(o); o.v = 2; s0.Append(o);
}

float4 VSIds(uint vid : SV_VertexID, uint iid : SV_InstanceID) : SV_Position { return float4(vid, iid, 0, 1); }
