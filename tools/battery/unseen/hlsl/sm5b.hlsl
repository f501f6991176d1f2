// More SM4/5: sample-with-clamp-and-status, typed UAV formats, cs_4_x buffers, gs triangleadj, abort
Texture2D<float4> T : register(t0);
Texture2D<int4> TI : register(t1);
Texture2DArray<float> TD : register(t2);
TextureCube<float4> TC : register(t3);
SamplerState S : register(s0);
SamplerComparisonState SC : register(s1);
RWTexture2D<unorm float> U0 : register(u1);
RWBuffer<uint2> U1 : register(u2);
RWTexture3D<int4> U2 : register(u3);
RWTexture1DArray<snorm float4> U3 : register(u4);
cbuffer K : register(b0) { float Clamp; float Bias; float Ref; int2 O; };

float4 PSClamp(float2 uv : TEXCOORD0, float3 d : DIR) : SV_Target
{
    uint s0, s1, s2, s3, s4, s5;
    float4 r = T.Sample(S, uv, int2(1, 2), Clamp, s0);
    r += T.SampleBias(S, uv, Bias, int2(-1, 0), Clamp, s1);
    r += T.SampleGrad(S, uv, ddx(uv), ddy(uv), int2(0, 0), Clamp, s2);
    r.x += TD.SampleCmp(SC, float3(uv, 2), Ref, int2(3, 3), Clamp, s3);
    r.y += TD.SampleCmpLevelZero(SC, float3(uv, 1), Ref, int2(1, 1), s4);
    r += T.GatherRed(S, uv, O, O + 1, O - 1, -O, s5);
    r += (float4)TI.Load(int3(uv * 8, 1), int2(-2, 1));
    r += TC.Sample(S, d, Clamp);
    r.w += CheckAccessFullyMapped(s0) + CheckAccessFullyMapped(s1 | s2) + CheckAccessFullyMapped(s3) + CheckAccessFullyMapped(s4 & s5);
    return r;
}

[numthreads(4, 4, 4)]
void CSTypes(uint3 id : SV_DispatchThreadID)
{
    U0[id.xy] = U0[id.yx] * 0.5;
    U1[id.x] = U1[id.y] + id.zz;
    U2[id] = U2[id.zyx] - int4(id, 1);
    U3[uint2(id.x, id.y)] = float4(-1, 0.5, 0, 1);
}

RWStructuredBuffer<float4> SB : register(u0);
ByteAddressBuffer RB : register(t4);
StructuredBuffer<uint3> SRO : register(t5);
[numthreads(32, 2, 1)]
void CS41(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    SB[gi] = float4(RB.Load3(id.x * 12), SRO[id.y].z) + asfloat(RB.Load(gi * 4));
}

struct GV { float4 p : SV_Position; float3 n : NORMAL; };
[maxvertexcount(9)]
void GSTriAdj(triangleadj GV v[6], uint prim : SV_PrimitiveID, inout TriangleStream<GV> s)
{
    [unroll] for (int k = 0; k < 6; k += 2) {
        GV o = v[k];
        o.n = normalize(cross(v[k + 1].p.xyz - v[k].p.xyz, v[(k + 2) % 6].p.xyz - v[k].p.xyz));
        o.p.w += prim;
        s.Append(o);
    }
    s.RestartStrip();
    [unroll] for (int j = 1; j < 6; j += 2) s.Append(v[j]);
}

float4 PSAbort(float4 p : SV_Position) : SV_Target
{
    if (p.x < 0) abort();
    return p;
}
