// Shader Model 5.1: resource arrays, unbounded ranges, spaces, constant-buffer arrays, nonuniform indices.
struct Light { float4 color; float3 dir; float range; };
struct Mat { float4 albedo; uint tex; uint samp; float2 pad; };

ConstantBuffer<Light> lights[4] : register(b2, space3);
ConstantBuffer<Mat> mats[] : register(b0, space7);
cbuffer Plain : register(b0) { float4 gScale; uint gFirst; };

Texture2D<float4> texs[8] : register(t3, space2);
Texture2D<float4> all[] : register(t0, space5);
Texture2DArray<uint> arrs[2] : register(t20);
TextureCube cubes[3] : register(t100, space1);
Buffer<float2> bufs[5] : register(t7, space4);
StructuredBuffer<Light> lightBuf[2] : register(t30, space9);
ByteAddressBuffer raws[] : register(t0, space11);

SamplerState samps[4] : register(s1, space2);
SamplerComparisonState cmps[2] : register(s0, space6);

RWTexture2D<float4> outs[3] : register(u1, space1);
RWStructuredBuffer<Mat> matOut[] : register(u0, space8);
RWBuffer<uint> counts : register(u9, space2);

float4 PS51(float4 pos : SV_Position, float2 uv : TEXCOORD0, nointerpolation uint m : MAT) : SV_Target
{
    Mat mat = mats[NonUniformResourceIndex(m)];
    float4 c = all[NonUniformResourceIndex(mat.tex)].Sample(samps[mat.samp & 3], uv) * mat.albedo;
    [unroll] for (int i = 0; i < 4; i++)
        c.rgb += lights[i].color.rgb * saturate(dot(lights[i].dir, float3(uv, 1)));
    c += texs[m & 7].SampleLevel(samps[0], uv, 0) * gScale;
    c.x += (float)arrs[m & 1].Load(int4(pos.xy, 0, 0));
    c += cubes[m % 3].Sample(samps[2], float3(uv, 1));
    c.yz += bufs[gFirst].Load(m);
    c.w += lightBuf[1][m].range + asfloat(raws[m].Load(16));
    c.w *= texs[2].SampleCmp(cmps[1], uv, 0.5).x;
    outs[m % 3][uint2(pos.xy)] = c;
    counts[m] = asuint(c.x);
    return c;
}

[numthreads(32, 1, 1)]
void CS51(uint3 id : SV_DispatchThreadID)
{
    Mat mat = mats[id.y];
    mat.albedo += lights[id.x & 3].color + bufs[4][id.x].xyxy;
    mat.tex = raws[NonUniformResourceIndex(id.z)].Load(id.x * 4);
    matOut[id.y][id.x] = mat;
    outs[1][id.xy] = all[id.z].Load(int3(id.xy, 0));
}

float4 VS51(float3 p : POSITION, uint i : INSTANCE) : SV_Position
{
    return float4(p * lights[i & 3].dir, 1) + bufs[i % 5].Load(i).xyxy + gScale;
}
